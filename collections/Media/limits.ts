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

type Input = Parameters<SharpDependency>[0]

/**
 * Why the picture in this file or buffer is refused, read from its header: reading the header
 * decodes nothing, whatever size it declares. Undefined when it is taken, is SVG (Payload makes no
 * sizes of it) or is not a picture (left to Payload's own checks).
 */
async function headerProblem(input: Input): Promise<string | undefined> {
  let header: sharp.Metadata
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    return undefined
  }
  if (header.format === 'svg' || !header.width || !header.height) return undefined
  return imageSizeProblem({
    width: header.width,
    // Animated images are read as one tall strip of frames.
    height: header.pageHeight ?? header.height,
    frames: header.pages,
  })
}

/**
 * Refuses an uploaded picture whose size is out of bounds before Payload decodes or resizes it,
 * so a small file that declares a huge picture costs nothing. The caller gets a 400 with the
 * reason, and nothing is stored.
 */
export const refuseOutsizedImages: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file) return args
  const problem = await headerProblem(file.tempFilePath || file.data)
  if (problem) throw new APIError(problem, 400, null, true)
  return args
}

/**
 * This pipeline, decoding only once `checked` resolves: its output (Payload awaits toBuffer and
 * toFile) and that of its clones. The chained steps (rotate, resize ...) only record options.
 */
function decodingAfter(image: sharp.Sharp, checked: Promise<void>): sharp.Sharp {
  type Method = (...args: unknown[]) => unknown
  const after = (run: Method) =>
    ((...args: unknown[]) => checked.then(() => run.apply(image, args))) as never
  const clone = image.clone.bind(image)
  image.toBuffer = after(image.toBuffer as Method)
  image.toFile = after(image.toFile as Method)
  image.clone = () => decodingAfter(clone(), checked)
  return image
}

/**
 * Payload's sharp: every picture it decodes, resizes or crops is held to the limits above, read
 * from its header first. This covers what the upload hook cannot see: a file Payload fetches from
 * a URL, or a stored one it crops again. Payload answers a refused one 400 ("There was a problem
 * while uploading the file") and logs the reason.
 */
export const boundedSharp: SharpDependency = (input, options) => {
  const image = sharp(input, { limitInputPixels: MAX_PIXELS, ...options })
  if (input === undefined) return image
  const checked = headerProblem(input).then((problem) => {
    if (problem) throw new APIError(problem, 400, null, true)
  })
  // Reported where the picture is decoded; a pipeline that only reads metadata never is.
  checked.catch(() => undefined)
  return decodingAfter(image, checked)
}
