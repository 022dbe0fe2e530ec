import { describe, expect, it } from 'vitest';
import { SCRIPT_IDS } from '@bhakti/core';
import { scriptFontUrl } from '../ui/font-files.js';
import {
  parseScript,
  preferredScriptSearch,
  scriptFromSearch,
  scriptLabel,
  scriptViewLanguage,
  withScript,
} from './script-view.js';

const query = (value: string) => new URLSearchParams(value);

describe('script view', () => {
  it('accepts only the names of the scripts', () => {
    expect(parseScript('telugu')).toBe('telugu');
    expect(parseScript('roman')).toBe('roman');
    for (const value of ['', 'Telugu', 'latin', 'toString', '__proto__', null, undefined]) {
      expect(parseScript(value)).toBeNull();
    }
  });

  it('is offered for Sanskrit, Hindi and Marathi originals only', () => {
    expect(scriptViewLanguage({ languageCode: 'sa', isTransliteration: false })).toBe('sa');
    expect(scriptViewLanguage({ languageCode: 'hi', isTransliteration: false })).toBe('hi');
    expect(scriptViewLanguage({ languageCode: 'mr', isTransliteration: false })).toBe('mr');
    expect(scriptViewLanguage({ languageCode: 'hi', isTransliteration: true })).toBeNull();
    expect(scriptViewLanguage({ languageCode: 'te', isTransliteration: false })).toBeNull();
    expect(scriptViewLanguage({ languageCode: 'en', isTransliteration: false })).toBeNull();
    expect(scriptViewLanguage(null)).toBeNull();
  });

  it('reads the script from the address, ignoring what it does not know', () => {
    expect(scriptFromSearch(query('language=sa&script=kannada'))).toBe('kannada');
    expect(scriptFromSearch(query('language=sa'))).toBe('devanagari');
    expect(scriptFromSearch(query('script=klingon'))).toBe('devanagari');
  });

  it('writes the script into the address beside the language; the original is left out', () => {
    expect(withScript(query('language=hi'), 'iast').toString()).toBe('language=hi&script=iast');
    expect(withScript(query('language=hi&script=iast'), 'tamil').toString()).toBe('language=hi&script=tamil');
    expect(withScript(query('language=hi&script=iast'), 'devanagari').toString()).toBe('language=hi');
    expect(withScript(query('script=klingon'), 'bengali').toString()).toBe('script=bengali');
  });

  describe('the stored preference', () => {
    it('is applied when the address names no script', () => {
      expect(preferredScriptSearch(query('language=sa'), 'telugu', 'sa')?.toString()).toBe('language=sa&script=telugu');
      expect(preferredScriptSearch(query(''), 'roman', 'hi')?.toString()).toBe('script=roman');
      expect(preferredScriptSearch(query('script=klingon'), 'gujarati', 'mr')?.toString()).toBe('script=gujarati');
    });

    it('loses to the address, also when the address asks for the original', () => {
      expect(preferredScriptSearch(query('script=kannada'), 'telugu', 'sa')).toBeNull();
      expect(preferredScriptSearch(query('script=devanagari'), 'telugu', 'sa')).toBeNull();
    });

    it('is ignored for content in other scripts, and when it is the original or unknown', () => {
      expect(preferredScriptSearch(query('language=ta'), 'telugu', null)).toBeNull();
      expect(preferredScriptSearch(query(''), 'devanagari', 'sa')).toBeNull();
      expect(preferredScriptSearch(query(''), 'klingon', 'sa')).toBeNull();
      expect(preferredScriptSearch(query(''), null, 'sa')).toBeNull();
    });
  });

  it('names every script, marking the original', () => {
    expect(SCRIPT_IDS.map(scriptLabel)).toEqual([
      'Devanagari (original)',
      'Telugu',
      'Kannada',
      'Malayalam',
      'Tamil',
      'Bengali',
      'Gujarati',
      'Gurmukhi',
      'IAST',
      'Simple Roman',
    ]);
  });

  it('finds the font of a script view from its lang tag', () => {
    expect(scriptFontUrl('sa-Telu')).toMatch(/noto-sans-telugu-telugu-400-normal/);
    expect(scriptFontUrl('hi-Guru')).toMatch(/noto-sans-gurmukhi-gurmukhi-400-normal/);
    expect(scriptFontUrl('mr-Taml')).toMatch(/noto-sans-tamil-tamil-400-normal/);
    expect(scriptFontUrl('sa')).toMatch(/noto-sans-devanagari-devanagari-400-normal/);
    expect(scriptFontUrl('kn')).toMatch(/noto-sans-kannada-kannada-400-normal/);
    expect(scriptFontUrl('sa-Latn')).toBeNull();
    expect(scriptFontUrl('en')).toBeNull();
    expect(scriptFontUrl('xx')).toBeNull();
  });
});
