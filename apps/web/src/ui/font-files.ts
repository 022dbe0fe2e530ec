import { LANGUAGES, SCRIPTS, isLanguageCode, type ScriptId } from '@bhakti/core';
import bengali from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import devanagari from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import gujarati from '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff2?url';
import gurmukhi from '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-400-normal.woff2?url';
import kannada from '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff2?url';
import malayalam from '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff2?url';
import tamil from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url';
import telugu from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2?url';

/**
 * The built URL of each script's font subset: the same file styles/fonts.css declares (the
 * build names a file by its content), so a page can ask for it before the CSS is parsed.
 */
const SCRIPT_FONTS: Readonly<Record<Exclude<ScriptId, 'iast' | 'roman'>, string>> = {
  bengali,
  devanagari,
  gujarati,
  gurmukhi,
  kannada,
  malayalam,
  tamil,
  telugu,
};

const hasFont = (script: string): script is keyof typeof SCRIPT_FONTS => Object.hasOwn(SCRIPT_FONTS, script);

/**
 * The font file that text tagged `lang` needs ('te', or a script view such as 'sa-Telu'), or
 * null for Latin text (the device's font).
 */
export function scriptFontUrl(lang: string): string | null {
  const [code, subtag] = lang.split('-');
  if (subtag) {
    const script = Object.values(SCRIPTS).find((view) => view.subtag === subtag)?.id;
    return script && hasFont(script) ? SCRIPT_FONTS[script] : null;
  }
  if (!code || !isLanguageCode(code)) return null;
  const { script } = LANGUAGES[code];
  return hasFont(script) ? SCRIPT_FONTS[script] : null;
}
