import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (~30 ms here).
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the email is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('verdant-dummy-password');
  await verifyPassword(await dummyHash, password);
}
