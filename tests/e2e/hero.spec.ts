import { expect, test } from '@playwright/test'

test.describe('home hero', () => {
  for (const width of [390, 1280]) {
    test(`shows the drawn inbox of booked meetings beside the heading at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      const picture = page.getByRole('img', { name: /inbox of four sales meetings/ })
      await expect(picture).toBeVisible()
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
      const box = await picture.boundingBox()
      // Beside the text on a laptop, below it on a phone; never over it.
      if (width >= 1024) expect(box!.x).toBeGreaterThan(heading!.x + heading!.width - 1)
      else expect(box!.y).toBeGreaterThan(heading!.y + heading!.height)

      // The "+4 replies" badge overlaps the card's corner, never a meeting's name or role.
      const overlaps = await picture.evaluate((figure) => {
        const badge = figure.querySelector(':scope > div:last-of-type')!.getBoundingClientRect()
        return [...figure.querySelectorAll('li span span')]
          .map((text) => ({ text: text.textContent, box: text.getBoundingClientRect() }))
          .filter(
            ({ box }) =>
              box.left < badge.right &&
              badge.left < box.right &&
              box.top < badge.bottom &&
              badge.top < box.bottom,
          )
          .map(({ text }) => text)
      })
      expect(overlaps).toEqual([])
    })
  }

  test('pages whose hero has no picture keep the centred text alone', async ({ page }) => {
    await page.goto('/projectpricing')
    await expect(page.getByRole('heading', { level: 1, name: 'Transparent Pricing' })).toBeVisible()
    await expect(page.getByRole('img', { name: /inbox/ })).toHaveCount(0)
  })
})
