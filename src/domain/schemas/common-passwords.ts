/**
 * Passwords that are at least eight characters long and still among the most guessed ones.
 * Compared case-insensitively. Short passwords are already refused by the length rule.
 */
const COMMON = `password password1 password12 password123 password1234 passw0rd p@ssword p@ssw0rd
12345678 123456789 1234567890 0123456789 87654321 11111111 00000000 12341234 12121212 11223344
qwertyui qwertyuiop qwerty123 qwerty12 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx asdfghjk asdfasdf
iloveyou iloveyou1 sunshine sunshine1 princess princess1 football football1 baseball baseball1
basketball superman batman123 starwars trustno1 welcome1 welcome123 letmein1 letmein123
admin123 administrator changeme changeme1 abcd1234 abc12345 abcdefgh aaaaaaaa monkey123
dragon123 master123 michael1 jennifer jordan23 whatever computer internet freedom1 shadow12
charlie1 mustang1 liverpool chelsea1 arsenal1 cowboys1 texans12 houston1 astros12 rockets1
contraseña contrasena contrasena1 contraseña1 micontraseña teamo123 tequiero 12345678a
q1w2e3r4 qazwsxedc 987654321 999999999 88888888 55555555 77777777 66666666 22222222 33333333
44444444 99999999 123123123 147258369 159753456 password! iloveyou! summer2024 summer2025
summer2026 winter2025 spring2026 autumn2025 Password1! Welcome1! Qwerty123! letmeinplease`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON.split(/\s+/).map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
