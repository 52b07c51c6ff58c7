import { APIError, type CollectionBeforeOperationHook, type SharpDependency } from 'payload'
import sharp from 'sharp'

/**
 * The largest pictures the site takes. Every size Payload makes decodes the whole picture, at four
 * bytes a pixel: 50 megapixels is 200 MB for each upload being processed, which is as much as one
 * upload may take. Real photos and artwork fit well inside these: a 45-megapixel full-frame camera
 * makes 8256×5504, a 300 dpi A3 poster is 4961×3508, a phone's panorama about 8:1, a wordmark logo
 * 3:1 to 8:1. A picture narrower than one tenth of its length has no use on the site's cards and
 * share images, and a side over 12,000 pixels is a scan or a trick, not a web image.
 */
const MAX_SIDE = 12_000
const MAX_PIXELS = 50_000_000
const MAX_RATIO = 10

const number = (n: number) => n.toLocaleString('en-GB')

type Size = {
  width: number
  height: number
  /** Frames of an animated GIF or WebP: each is decoded. */
  frames?: number
}

/** Why a picture of this size is refused, or undefined when it is taken. */
export function imageSizeProblem({ width, height, frames = 1 }: Size): string | undefined {
  const size = `The image is ${number(width)} × ${number(height)} pixels`
  const again = 'Scale or crop it and upload it again.'
  if (width < 1 || height < 1) return 'The image has no width or height.'
  if (Math.max(width, height) > MAX_SIDE) {
    return `${size}; neither side may be over ${number(MAX_SIDE)} pixels. ${again}`
  }
  if (Math.max(width / height, height / width) > MAX_RATIO) {
    return `${size}; one side may be at most ${MAX_RATIO} times the other. ${again}`
  }
  if (width * height * frames > MAX_PIXELS) {
    const what = frames > 1 ? `${size} in ${number(frames)} frames` : size
    return `${what}; an image may have at most ${MAX_PIXELS / 1e6} million pixels (all frames together). ${again}`
  }
  return undefined
}

/**
 * Refuses an uploaded picture whose size is out of bounds before Payload decodes or resizes it:
 * its size is read from the file's header, so a small file that declares a huge picture costs
 * nothing. The caller gets a 400 with the reason, and nothing is stored. SVG is not decoded (Payload
 * makes no sizes of it) and files that are not pictures are left to Payload's own checks.
 */
export const refuseOutsizedImages: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file) return args
  let header: sharp.Metadata
  try {
    // Reading the header decodes nothing, whatever size it declares.
    header = await sharp(file.tempFilePath || file.data, { limitInputPixels: false }).metadata()
  } catch {
    return args
  }
  if (header.format === 'svg' || !header.width || !header.height) return args
  const problem = imageSizeProblem({
    width: header.width,
    // Animated images are read as one tall strip of frames.
    height: header.pageHeight ?? header.height,
    frames: header.pages,
  })
  if (problem) throw new APIError(problem, 400, null, true)
  return args
}

/**
 * Payload's sharp, refusing to decode any picture over the pixel limit: also those it fetches
 * from a URL, whose header it reads only when processing them.
 */
export const boundedSharp: SharpDependency = (input, options) =>
  sharp(input, { limitInputPixels: MAX_PIXELS, ...options })
