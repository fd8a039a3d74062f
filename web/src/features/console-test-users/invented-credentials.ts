// Test users' credentials are test data: the form offers random ones so no publisher reuses a
// real password or has to write a base32 seed by hand (R-TEST-USERS-FIELDS).

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
// No look-alikes (0/O, 1/l/I), so a developer can copy one from the test data page by eye.
const PASSWORD = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#%'

function randomText(alphabet: string, length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')
}

/** A new test user's passwords and one-time-code seeds, one of each per identity provider. */
export function inventedCredentials() {
  return {
    idmePassword: randomText(PASSWORD, 16),
    idmeSeed: randomText(BASE32, 32),
    logingovPassword: randomText(PASSWORD, 16),
    logingovSeed: randomText(BASE32, 32),
  }
}
