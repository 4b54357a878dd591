// What a file is, judged by its first bytes (the name and the browser's content type are only hints).

/** What the bytes say; 'zip' and 'cfb' are containers whose parts tell xlsx from docx and xls from others. */
export type SniffedKind = 'pdf' | 'zip' | 'cfb' | 'png' | 'jpg' | 'gif' | 'bmp' | 'webp' | 'text' | 'unknown';

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, index) => buffer[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function sniff(buffer: Buffer): SniffedKind {
  // %PDF- may follow a little junk; readers accept it within the first KB.
  if (buffer.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (startsWith(buffer, [0x50, 0x4b, 0x03, 0x04]) || startsWith(buffer, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(buffer, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'cfb';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'))) return 'gif';
  if (startsWith(buffer, ascii('BM')) && buffer.length > 26 && buffer.readUInt32LE(2) <= buffer.length + 2)
    return 'bmp';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'webp';
  return looksLikeText(buffer) ? 'text' : 'unknown';
}

/** UTF-16 with a byte order mark, or bytes without NULs and few control characters. */
function looksLikeText(buffer: Buffer): boolean {
  if (startsWith(buffer, [0xff, 0xfe]) || startsWith(buffer, [0xfe, 0xff])) return true;
  const sample = buffer.subarray(0, 64 * 1024);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  }
  return control <= sample.length / 100;
}

/** A CFB (OLE) file's directory names its streams in UTF-16LE. */
const hasStream = (buffer: Buffer, name: string) => buffer.includes(Buffer.from(name, 'utf16le'));

/** An Office file saved with a password is a CFB holding the encrypted package, whatever its name. */
export const isEncryptedOffice = (buffer: Buffer) => hasStream(buffer, 'EncryptedPackage');
export const isLegacyWorkbook = (buffer: Buffer) => hasStream(buffer, 'Workbook') || hasStream(buffer, 'Book');
export const isLegacyWordDocument = (buffer: Buffer) => hasStream(buffer, 'WordDocument');

/** The name's extension, lower case, without the dot ('' when none). */
export function extensionOf(filename: string | undefined): string {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(filename ?? '');
  return match ? match[1]!.toLowerCase() : '';
}
