import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const w of [390, 1280]) {
  const p = await b.newPage({ viewport: { width: w, height: 900 }, reducedMotion: 'reduce' })
  let release; const held = new Promise((r) => (release = r))
  await p.route('**/_next/static/chunks/**/*.js', async (r) => { await held; await r.continue() })
  await p.goto('http://127.0.0.1:3300/onboarding', { waitUntil: 'domcontentloaded' })
  await p.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Grace Hopper')
  const row = p.locator('main form [role=status]').locator('..')
  const before = await row.boundingBox()
  await row.screenshot({ path: `/tmp/row-${w}.png` })
  await p.locator('main form').first().screenshot({ path: `/tmp/form-${w}.png` })
  release()
  await p.getByRole('button', { name: 'Next' }).waitFor({ state: 'visible' })
  await p.waitForFunction(() => !document.querySelector('main form [role=status]'))
  const after = await p.locator('main form button[type=submit]').locator('..').boundingBox()
  console.log(w, JSON.stringify(before), JSON.stringify(after))
}
await b.close()
