// Pictures are made smaller before they cross (decisions 49): a phone photo of a cheque is 4000 px
// and several MB; 2000 px on the longest side still reads every digit. Decoded with
// createImageBitmap, drawn on a canvas and encoded as JPEG at 0.85. A picture already small enough,
// a PDF, or anything the browser cannot decode goes as it is: the core checks the bytes either way
// and refuses a damaged one with its own words.
export const longestSide = 2000;

export interface PreparedFile {
  name: string;
  blob: Blob;
}

function jpegName(name: string): string {
  return /\.[a-z0-9]+$/i.test(name) ? name.replace(/\.[a-z0-9]+$/i, '.jpg') : `${name}.jpg`;
}

function encode(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
}

export async function prepareFile(file: File): Promise<PreparedFile> {
  const unchanged = { name: file.name, blob: file };
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return unchanged;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return unchanged;
  }
  try {
    const scale = longestSide / Math.max(bitmap.width, bitmap.height);
    if (scale >= 1) return unchanged;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await encode(canvas);
    return blob === null ? unchanged : { name: jpegName(file.name), blob };
  } finally {
    bitmap.close();
  }
}

/** One frame of a camera stream as a JPEG, at most `longestSide` on its longest side. */
export async function captureFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const scale = Math.min(1, longestSide / Math.max(video.videoWidth, video.videoHeight, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return encode(canvas);
}
