/** The altcha proof of work: find `number` ≤ max with hash(salt + number) = challenge. */
export interface WorkInput {
  algorithm: string;
  challenge: string;
  salt: string;
  max: number;
}

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function findNumber({ algorithm, challenge, salt, max }: WorkInput): Promise<number | null> {
  const encoder = new TextEncoder();
  const target = challenge.toLowerCase();
  for (let n = 0; n <= max; n++) {
    if (hex(await crypto.subtle.digest(algorithm, encoder.encode(salt + n))) === target) return n;
  }
  return null;
}
