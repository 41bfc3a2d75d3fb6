import type { ApplicationFileType } from '@railbite/contract/partner-application-rules';

const signatures: { type: ApplicationFileType; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** What the bytes are (their magic number), whatever the name or the declared type says; else null. */
export function sniffFileType(bytes: Uint8Array): ApplicationFileType | null {
  const match = signatures.find((signature) => signature.bytes.every((byte, index) => bytes[index] === byte));
  return match?.type ?? null;
}
