/**
 * The commonest passwords of at least 8 characters (from public breach frequency lists),
 * refused as new passwords. Compared case-insensitively.
 */
const COMMON = `password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword
12345678 123456789 1234567890 12345678910 123123123 11111111 111111111 1111111111 00000000 000000000
87654321 987654321 0987654321 12341234 11223344 12121212 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qazxsw2
qwertyui qwerty123 qwerty12 qwertyuiop qwerty1234 qazwsxedc asdfghjkl asdfasdf zxcvbnm1 zaq12wsx
iloveyou iloveyou1 sunshine sunshine1 princess princess1 football football1 baseball welcome1 welcome123
letmein1 trustno1 superman starwars whatever computer michelle jennifer danielle 123qweasd qweasdzxc
abcd1234 abc12345 abcdefgh aaaaaaaa admin123 admin1234 administrator changeme changeme1 default1
dragon12 master12 monkey12 shadow12 mustang1 liverpool chelsea1 charlie1 jordan23 samsung1 internet
passport pakistan hanuman1 krishna1 jaishriram jaishreeram omnamahshivaya bhagwan1 mahadev1 india123
indian123 ganesh123 ram12345 shiva123 123456789a a1234567 q1w2e3r4 1234qwer qwer1234 asdf1234`;

const COMMON_PASSWORDS = new Set(COMMON.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
