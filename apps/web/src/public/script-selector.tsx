import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SCRIPTS, SCRIPT_IDS, type DevanagariLanguage, type ScriptId } from '@bhakti/core';
import { useT } from '../i18n/interface.js';
import { RichText } from '../i18n/rich-text.js';
import { loadConverter } from '../ui/script-converter.js';
import { useToast } from '../ui/toast.js';
import { rememberScript, storedScript } from './reading-preferences.js';
import {
  ORIGINAL_SCRIPT,
  SCRIPT_PARAM,
  parseScript,
  preferredScriptSearch,
  useViewWords,
  withScript,
} from './script-view.js';
import { ViewForm, addressWith } from './view-form.js';

export const SCRIPT_NOTE_ID = 'script-note';

/** The language each script's own name is written in, for its `lang` (and so its font). */
const NATIVE_NAME_LANG: Partial<Record<ScriptId, string>> = {
  bengali: 'bn',
  gujarati: 'gu',
  gurmukhi: 'pa',
  kannada: 'kn',
  malayalam: 'ml',
  tamil: 'ta',
  telugu: 'te',
};

interface ScriptSelectorProps {
  slug: string;
  language: DevanagariLanguage;
  /** The script the verses are shown in. */
  script: ScriptId;
}

/**
 * The script view of a Devanagari text. A choice converts in the browser (no request but the
 * converter's chunk, once), is remembered on this device and goes into the address
 * (`?script=telugu`) so that the link shows the same; without JavaScript the form does it.
 */
export function ScriptSelector({ slug, language, script }: ScriptSelectorProps) {
  const { pending, choose } = useScriptChoice(language);
  return (
    <ScriptForm
      slug={slug}
      shown={pending ?? script}
      describedBy={script === ORIGINAL_SCRIPT ? undefined : SCRIPT_NOTE_ID}
      onChoose={(next) => void choose(next)}
    />
  );
}

/**
 * The reader's script: the remembered one when the address names none (the address wins), and
 * `choose`, which loads the converter and puts the choice in the address.
 */
function useScriptChoice(language: DevanagariLanguage) {
  const [path, navigate] = useLocation();
  const query = useSearch();
  const toast = useToast();
  const t = useT();
  const [pending, setPending] = useState<ScriptId | null>(null);

  useEffect(() => {
    const preferred = preferredScriptSearch(new URLSearchParams(query), storedScript(), language);
    if (!preferred) return;
    let current = true;
    loadConverter().then(
      () => current && navigate(addressWith(path, preferred), { replace: true }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [query, path, language, navigate]);

  const choose = async (next: ScriptId) => {
    rememberScript(next === ORIGINAL_SCRIPT ? null : next);
    setPending(next);
    try {
      if (next !== ORIGINAL_SCRIPT) await loadConverter();
      navigate(addressWith(path, withScript(new URLSearchParams(query), next)), { replace: true });
    } catch {
      toast({
        title: t('reading.script.loadFailed'),
        description: t('reading.script.loadFailedDescription'),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };
  return { pending, choose };
}

interface ScriptFormProps {
  slug: string;
  /** The script the select shows: the one being loaded, else the verses'. */
  shown: ScriptId;
  describedBy: string | undefined;
  onChoose: (script: ScriptId) => void;
}

function ScriptForm({ slug, shown, describedBy, onChoose }: ScriptFormProps) {
  const words = useViewWords();
  const options = SCRIPT_IDS.map((id) => ({ value: id, label: words.script(id) }));
  return (
    <ViewForm
      slug={slug}
      param={SCRIPT_PARAM}
      id="script-select"
      label={words.t('reading.script.label')}
      submitLabel={words.t('reading.script.show')}
      value={shown}
      options={options}
      describedBy={describedBy}
      onChoose={(value) => {
        const next = parseScript(value);
        if (next) onChoose(next);
      }}
    />
  );
}

/** Says the verses are a script view, not a translation; the script's own name in its own font. */
export function ScriptNote({ script, language }: { script: ScriptId; language: DevanagariLanguage }) {
  const nativeLang = NATIVE_NAME_LANG[script];
  const words = useViewWords();
  const values = { script: words.script(script), language: words.language(language) };
  return (
    <p id={SCRIPT_NOTE_ID} className="script-note">
      {nativeLang ? (
        <RichText
          id="reading.script.noteNative"
          values={{ ...values, native: SCRIPTS[script].nativeLabel }}
          components={{ 0: <strong />, 1: <span lang={nativeLang} /> }}
        />
      ) : (
        <RichText id="reading.script.note" values={values} components={{ 0: <strong /> }} />
      )}
    </p>
  );
}
