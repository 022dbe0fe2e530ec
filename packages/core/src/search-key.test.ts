import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convertScript, type TamilStyle } from './scripts.js';
import { searchKey, searchKeyTokens, searchSkeleton } from './search-key.js';
import type { DevanagariLanguage } from './simple-roman.js';
import { SCRIPT_IDS, canViewInScripts, type ScriptId } from './view-scripts.js';

// Query/target pairs from the starter library (our own typing of the traditional texts):
// the romanised line as devotees type it, and the same words as the text stores them.
const SAME_KEY: ReadonlyArray<readonly [string, string]> = [
  ['Om jai Jagdish', 'ॐ जय जगदीश'],
  ['hare swami jai', 'हरे स्वामी जय'],
  ['Jagdish hare', 'जगदीश हरे'],
  ['Bhakt janon ke', 'भक्त जनों के'],
  ['kshan mein door kare', 'क्षण में दूर करे'],
  ['Jai Ganesh jai', 'जय गणेश जय'],
  ['Mata jaki Parvati', 'माता जाकी पार्वती'],
  ['pita Mahadeva', 'पिता महादेवा'],
  ['Ek dant dayavant', 'एक दन्त दयावन्त'],
  ['Om jai Lakshmi', 'ॐ जय लक्ष्मी'],
  ['mata maiya jai', 'माता मैया जय'],
  ['Tumko nishdin sevat', 'तुमको निशदिन सेवत'],
  ['Har Vishnu Vidhata', 'हर विष्णु विधाता'],
  ['Jai Ambe Gauri', 'जय अम्बे गौरी'],
  ['maiya jai Shyama', 'मैया जय श्यामा'],
  ['Tumko nishdin dhyavat', 'तुमको निशदिन ध्यावत'],
  ['Hari Brahma Shivri', 'हरि ब्रह्मा शिवरी'],
  ['Aarti Kunjbihari ki', 'आरती कुंजबिहारी की'],
  ['Gale mein baijanti', 'गले में बैजंती'],
  ['mala bajavai murli', 'माला बजावै मुरली'],
  ['madhur bala', 'मधुर बाला'],
  ['Shravan mein kundal jhalkala', 'श्रवण में कुण्डल झलकाला'],
  ['Nand ke anand Nandlala', 'नंद के आनंद नंदलाला'],
  ['Sarvangi sundar uti', 'सर्वांगी सुंदर उटी'],
  ['Jai dev jai', 'जय देव जय'],
  ['Saral sond vakratunda', 'सरळ सोंड वक्रतुंड'],
  ['phal chari', 'फल चारि'],
  ['Buddhihin tanu janikai', 'बुद्धिहीन तनु जानिकै'],
  ['Bal budhi bidya', 'बल बुधि बिद्या'],
  ['kalesh bikar', 'कलेस बिकार'],
  ['Jai Hanuman gyan gun sagar', 'जय हनुमान ज्ञान गुन सागर'],
  ['Ram doot atulit bal dhama', 'राम दूत अतुलित बल धामा'],
  ['Jai Ganesh Girija', 'जय गणेश गिरिजा'],
  ['suvan mangal mool', 'सुवन मंगल मूल'],
  ['Kahat Ayodhyadas tum', 'कहत अयोध्यादास तुम'],
  ['dehu abhay vardan', 'देहु अभय वरदान'],
  ['Jai Girija pati deen dayala', 'जय गिरिजा पति दीन दयाला'],
  ['Om bhurbhuvah svah', 'ॐ भूर्भुवः स्वः'],
  ['Dhiyo yo nah', 'धियो यो नः'],
  ['sugandhim pushtivardhanam', 'सुगन्धिं पुष्टिवर्धनम्'],
  ['Vakratunda mahakaya', 'वक्रतुण्ड महाकाय'],
  ['Nirvighnam kuru me', 'निर्विघ्नं कुरु मे'],
  ['deva sarvakaryeshu sarvada', 'देव सर्वकार्येषु सर्वदा'],
  ['Saha nau bhunaktu', 'सह नौ भुनक्तु'],
  ['Om shantih shantih', 'ॐ शान्तिः शान्तिः'],
  ['Adharam madhuram vadanam', 'अधरं मधुरं वदनं'],
  ['Nayanam madhuram hasitam', 'नयनं मधुरं हसितं'],
  ['Hridayam madhuram gamanam', 'हृदयं मधुरं गमनं'],
  ['Vachanam madhuram charitam', 'वचनं मधुरं चरितं'],
  ['Krishnadamodaram Vasudevam Harim', 'कृष्णदामोदरं वासुदेवं हरिम्'],
  ['Shridharam Madhavam Gopikavallabham', 'श्रीधरं माधवं गोपिकावल्लभं'],
  ['Achyutam Keshavam Satyabhamadhavam', 'अच्युतं केशवं सत्यभामाधवं'],
  ['Madhavam Shridharam Radhikaradhitam', 'माधवं श्रीधरं राधिकाराधितम्'],
  ['tasmai nakaraya namah Shivaya', 'तस्मै नकाराय नमः शिवाय'],
  ['Bhavairbhaktibhireva cha lingam', 'भावैर्भक्तिभिरेव च लिङ्गम्'],
  ['Shiv Chalisa', 'शिव चालीसा'],
  ['Hanuman Chalisa', 'हनुमान चालीसा'],
  ['Mahamrityunjaya Mantra', 'महामृत्युंजय मन्त्र'],
  ['Gayatri Mantra', 'गायत्री मंत्र'],
  // Loose English spellings of the same words.
  ['hanumaan chaalisa', 'हनुमान चालीसा'],
  ['hanumana chalisaa', 'Hanuman Chalisa'],
  ['shree ganesh', 'श्री गणेश'],
  ['sri ganesha', 'shri Ganesh'],
  ['shiva', 'shiv'],
  ['siva', 'शिव'],
  ['jay ambe', 'jai ambe'],
  ['om namah shivay', 'ॐ नमः शिवाय'],
  ['aum namah shivaya', 'om namah shivaya'],
  ['laxmi mata', 'लक्ष्मी माता'],
  ['gyan', 'ज्ञान'],
  ['jnana', 'ज्ञान'],
  ['vishnu', 'bishnu'],
  ['bajrangbali', 'वजरंगवली'],
  ['ambey', 'ambe'],
  ['durgaa', 'दुर्गा'],
  ['sankat mochan', 'संकट मोचन'],
  ['mrityunjay', 'मृत्युंजय'],
  ['ganpati bappa', 'गणपति बप्पा'],
  ['vitthal', 'विठ्ठल'],
  ['siddhi', 'सिद्धि'],
  ['phool', 'फूल'],
  ['fal', 'फल'],
  ['zara', 'ज़रा'],
  ['ganga', 'गंगा'],
  ['shambhu', 'शंभु'],
  ['shambhu', 'शम्भु'],
  // IAST, ITRANS and the other scripts of our languages.
  ['Hanumān Cālīsā', 'हनुमान चालीसा'],
  ['Oṃ Namaḥ Śivāya', 'ॐ नमः शिवाय'],
  ['kṛṣṇa', 'कृष्ण'],
  ['Kṛṣṇa', 'krishna'],
  ['R^iShi', 'ऋषि'],
  ['shrI gaNesha', 'श्री गणेश'],
  ['ಹನುಮಾನ್ ಚಾಲೀಸಾ', 'हनुमान चालीसा'],
  ['హనుమాన్ చాలీసా', 'हनुमान चालीसा'],
  ['হনুমান চালীসা', 'हनुमान चालीसा'],
  ['હનુમાન ચાલીસા', 'हनुमान चालीसा'],
  ['ഹനുമാൻ ചാലീസാ', 'हनुमान चालीसा'],
  ['ஹனுமான்', 'hanuman'],
  ['ఓం భూర్భువః స్వః', 'ॐ भूर्भुवः स्वः'],
  ['ಓಂ ಭೂರ್ಭುವಃ ಸ್ವಃ', 'ॐ भूर्भुवः स्वः'],
  ['ഓം ഭൂർഭുവഃ സ്വഃ', 'ॐ भूर्भुवः स्वः'],
  ['ওঁ ভূর্ভুবঃ স্বঃ', 'om bhurbhuvah svah'],
  ['ଗଣେଶ', 'गणेश'],
  ['ਗਣੇਸ਼', 'गणेश'],
  ['திங்கள்', 'tingal'],
  ['மதி', 'madhi'],
  ['ஸ்ரீ', 'shri'],
];

// Spellings that differ only in the short "a" (Hindi drops it where Sanskrit keeps it).
const SAME_SKELETON: ReadonlyArray<readonly [string, string]> = [
  ['Sukh sampati ghar', 'सुख सम्पति घर'],
  ['Tum puran Paramatma', 'तुम पूरण परमात्मा'],
  ['Durga roop niranjani', 'दुर्गा रूप निरंजनि'],
  ['naina chandravadan niko', 'नैना चन्द्रवदन नीको'],
  ['Kehari vahan rajat', 'केहरि वाहन राजत'],
  ['Kanakmay mor mukut', 'कनकमय मोर मुकुट'],
  ['Chamakti ujjval tat', 'चमकती उज्ज्वल तट'],
  ['Sukhakarta dukhaharta varta', 'सुखकर्ता दुःखहर्ता वार्ता'],
  ['Nuravi puravi prem', 'नुरवी पुरवी प्रेम'],
  ['Kanan kundal nagaphani', 'कानन कुण्डल नागफनी'],
  ['Om tryambakam yajamahe', 'ॐ त्र्यम्बकं यजामहे'],
  ['Karpuragauram karunavataram', 'कर्पूरगौरं करुणावतारं'],
  ['Sada vasantam hridayaravinde', 'सदा वसन्तं हृदयारविन्दे'],
  ['Om saha navavatu', 'ॐ सह नाववतु'],
  ['Vande tam Parameshvarim', 'वन्दे तां परमेश्वरीं'],
  ['Bhagavatim buddhipradam Sharadam', 'भगवतीं बुद्धिप्रदां शारदाम्'],
  ['Shantakaram bhujagashayanam padmanabham', 'शान्ताकारं भुजगशयनं पद्मनाभं'],
  ['Manojavam marutatulyavegam', 'मनोजवं मारुततुल्यवेगं'],
  ['Narayani namostu te', 'नारायणि नमोऽस्तु ते'],
  ['Janakinayakam Ramachandram bhaje', 'जानकीनायकं रामचन्द्रं भजे'],
  ['Nityaya shuddhaya digambaraya', 'नित्याय शुद्धाय दिगम्बराय'],
  ['Kamadaham karunakaralingam', 'कामदहं करुणाकरलिङ्गम्'],
  ['jagadish', 'jagdish'],
  ['bajarangabali', 'bajrangbali'],
  ['ganapati', 'ganpati'],
  ['pavanasuta', 'pavansut'],
  ['ramachandra', 'रामचन्द्र'],
  ['Urvarukamiva', 'उर्वारुकमिव'],
  ['kanakadhara stotra', 'Kanakadhara Stotram'],
  ['shiva lingam', 'शिव लिंग'],
  ['aarti', 'arati'],
];

// Different words that must stay apart.
const DIFFERENT: ReadonlyArray<readonly [string, string]> = [
  ['ram', 'rim'],
  ['shiv', 'shani'],
  ['kali', 'kal'],
  ['durga', 'dur'],
  ['hanuman', 'hanumant'],
  ['gauri', 'guru'],
  ['sita', 'sati'],
  ['krishna', 'kishan'],
  ['ganesh', 'dinesh'],
  ['lakshmi', 'laksh'],
  ['vishnu', 'vishwa'],
  ['aarti', 'arpit'],
  ['chalisa', 'chalna'],
  ['mantra', 'mandir'],
  ['jai', 'ji'],
  ['om', 'aam'],
  ['radha', 'rudra'],
  ['surya', 'sur'],
  ['गणेश', 'गणपति'],
  ['राम', 'रोम'],
  ['काली', 'काल'],
  ['शिव', 'शव'],
  ['हनुमान', 'हनुमत'],
  ['अंबे', 'आम'],
  ['भजन', 'भोजन'],
  ['दुर्गा', 'दुर्ग्रह'],
  ['तारा', 'तीर'],
];

describe('searchKey', () => {
  it.each(SAME_KEY)('gives %j the key of %j', (query, target) => {
    expect(searchKey(query)).toBe(searchKey(target));
  });

  it.each(SAME_SKELETON)('gives %j the skeleton of %j', (query, target) => {
    expect(searchSkeleton(searchKey(query))).toBe(searchSkeleton(searchKey(target)));
  });

  it.each(DIFFERENT)('keeps %j apart from %j', (a, b) => {
    expect(searchKey(a)).not.toBe(searchKey(b));
    expect(searchSkeleton(searchKey(a))).not.toBe(searchSkeleton(searchKey(b)));
  });

  it('has at least 100 matching pairs and 25 that must not match', () => {
    expect(SAME_KEY.length + SAME_SKELETON.length).toBeGreaterThanOrEqual(100);
    expect(DIFFERENT.length).toBeGreaterThanOrEqual(25);
  });

  it('spells keys in lowercase Latin letters and digits, one space between words', () => {
    expect(searchKey('  ॐ जय जगदीश हरे ।\nस्वामी जय जगदीश हरे ॥ १ ॥ ')).toBe('om jai jagdis hare svami jai jagdis hare 1');
    expect(searchKey('Hanumān-Cālīsā, “Jai”!')).toBe('hanuman calis jai');
    expect(searchKey('')).toBe('');
    expect(searchKey('।॥ ... ')).toBe('');
  });

  it('is the same for NFC and NFD text, with or without joiners and nuktas', () => {
    const composed = 'ज़िन्दगी क़ुरान';
    expect(searchKey(composed.normalize('NFD'))).toBe(searchKey(composed.normalize('NFC')));
    expect(searchKey('क्‍ष')).toBe(searchKey('क्ष'));
    expect(searchKey('ക്‌ഷ')).toBe(searchKey('ക്ഷ'));
    expect(searchKey('ज़')).toBe(searchKey('ज'));
    expect(searchKey('Kr̥ṣṇa'.normalize('NFD'))).toBe(searchKey('Kṛṣṇa'));
  });

  it('reads Indic digits as digits', () => {
    expect(searchKey('१०८ ೧೦೮ ௧௦௮')).toBe('108 108 108');
  });

  it('splits words where the script changes', () => {
    expect(searchKey('श्रीHanuman')).toBe('sri hanuman');
  });
});

// Hand-checked: our own script views copied into the search box, Sanskrit names typed in
// Tamil script, loose spellings, Harvard-Kyoto/ITRANS capitals and IAST nasals, each with the
// word it must meet, by its key or (where only the short "a" or such differs) its skeleton.
interface TableRow {
  case: 'view' | 'tamil' | 'loose' | 'hk-itrans' | 'iast';
  query: string;
  target: string;
  meets: 'key' | 'skeleton';
}
const TABLE = JSON.parse(readFileSync(new URL('./search-key.test-table.json', import.meta.url), 'utf8')) as TableRow[];

describe('searchKey on the table of typed forms', () => {
  it.each(TABLE.filter((row) => row.meets === 'key'))('[$case] gives $query the key of $target', (row) => {
    expect(searchKey(row.query)).toBe(searchKey(row.target));
  });

  it.each(TABLE.filter((row) => row.meets === 'skeleton'))('[$case] gives $query the skeleton of $target', (row) => {
    expect(searchSkeleton(searchKey(row.query))).toBe(searchSkeleton(searchKey(row.target)));
  });

  it('has at least 60 rows, a dozen of each case', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
    for (const kind of ['view', 'tamil', 'loose', 'hk-itrans'] as const)
      expect(TABLE.filter((row) => row.case === kind).length).toBeGreaterThanOrEqual(12);
  });
});

describe('searchKey of the script views of the shipped library', () => {
  interface LibraryContent {
    languageCode: string;
    content: string;
    isTransliteration: boolean;
  }
  const library = JSON.parse(readFileSync(new URL('../../db/starter/library.json', import.meta.url), 'utf8')) as {
    texts: { contents: LibraryContent[] }[];
  };
  const lines = library.texts.flatMap((text) =>
    text.contents
      .filter((content) => canViewInScripts(content.languageCode) && !content.isTransliteration)
      .flatMap((content) =>
        content.content
          .split('\n')
          .filter((line) => searchKey(line) !== '')
          .map((line) => ({ line, language: content.languageCode as DevanagariLanguage })),
      ),
  );

  /**
   * How each view must meet the Devanagari, word by word. The scripts that write every short
   * "a" (Telugu, Kannada, Malayalam, IAST, Tamil) meet the Hindi schwa deletion of the
   * Devanagari key at the skeleton, as a devotee's Sanskrit spelling does. Tamil's plain style
   * is left out: it writes क ख ग घ alike, so its words key as a Tamil-script query for them does
   * (the table holds such queries); the superscript and Grantha styles are held to their lines
   * that carry a superscript or a Grantha letter, since a line without one reads as Tamil.
   */
  const VIEWS: ReadonlyArray<{ name: string; script: ScriptId; tamil?: TamilStyle; meets: 'key' | 'skeleton' }> = [
    ...SCRIPT_IDS.filter((script) => script !== 'tamil').map((script) => ({
      name: script,
      script,
      meets: ['devanagari', 'bengali', 'gujarati'].includes(script) ? ('key' as const) : ('skeleton' as const),
    })),
    { name: 'tamil (superscript)', script: 'tamil', tamil: 'superscript', meets: 'skeleton' },
    { name: 'tamil (grantha)', script: 'tamil', tamil: 'grantha', meets: 'skeleton' },
  ];
  /**
   * Words a view spells as another word: a Hindi word-final nasal that Gurmukhi, Tamil and the
   * Roman view write without the candrabindu/anusvara distinction the key reads (जहाँ "jahan"
   * becomes ਜਹਾਂ, read as the Sanskrit "-am"; चहं "caham" becomes Chahan); the Roman view's
   * "bh" for ब्ह (जबहीं, Jabhin) and "ei" for एइ (सेइ, Sei, read as the "ei" of "sei" = se).
   */
  const SPELLED_APART: Readonly<Partial<Record<ScriptId, readonly string[]>>> = {
    gurmukhi: ['जहाँ', 'कहाँ', 'तहँ', 'महँ'],
    tamil: ['ऋनियां'],
    roman: ['ऋनियां', 'चहं', 'जबहीं', 'सेइ'],
    iast: ['सेइ'],
  };
  const SANSKRIT_BOOK_MARK = /[²³⁴]|[\u{11300}-\u{1137F}]/u;
  /**
   * The Roman view writes श्री apart before a name (श्रीरघुबीर: Shri Raghubir), as devotees
   * do; a query's two neighbouring words are also searched joined, which meets the one word.
   */
  const shriJoined = (keys: string[], line: string, words: readonly { start: number; end: number }[]) => {
    const joined: string[] = [];
    let k = 0;
    for (const word of words) {
      const compound = /^श्री./u.test(line.slice(word.start, word.end)) && keys[k] === 'sri';
      joined.push(compound ? `sri${keys[k + 1] ?? ''}` : (keys[k] ?? ''));
      k += compound ? 2 : 1;
    }
    return k === keys.length ? joined : keys;
  };

  it.each(VIEWS)('meets every word of the $name view by its $meets', ({ script, tamil, meets }) => {
    const fold = meets === 'key' ? (key: string) => key : searchSkeleton;
    const apart = new Set(SPELLED_APART[script] ?? []);
    const misses: string[] = [];
    let checked = 0;
    for (const { line, language } of lines) {
      const view = convertScript(line, { from: 'devanagari', to: script, language, tamil });
      if (script === 'tamil' && !SANSKRIT_BOOK_MARK.test(view)) continue;
      const words = searchKeyTokens(line);
      const viewKeys =
        script === 'roman' ? shriJoined(searchKey(view).split(' '), line, words) : searchKey(view).split(' ');
      expect(viewKeys).toHaveLength(words.length);
      words.forEach((word, i) => {
        checked++;
        const original = line.slice(word.start, word.end);
        if (fold(word.key) !== fold(viewKeys[i] ?? '') && !apart.has(original))
          misses.push(`${original} ${word.key} ≠ ${viewKeys[i] ?? ''}`);
      });
    }
    expect(misses).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('searchKeyTokens', () => {
  it('locates every word of the text with its key', () => {
    const text = 'जय हनुमान, ज्ञान गुन सागर ।';
    const tokens = searchKeyTokens(text);
    expect(tokens.map((t) => t.key)).toEqual(['jai', 'hanuman', 'gyan', 'gun', 'sagar']);
    expect(tokens.map((t) => text.slice(t.start, t.end))).toEqual(['जय', 'हनुमान', 'ज्ञान', 'गुन', 'सागर']);
  });

  it('keeps apostrophes inside Latin words and marks with their letters', () => {
    const tokens = searchKeyTokens("namo'stu r̥ṣi");
    expect(tokens.map((t) => t.key)).toEqual(['namostu', 'risi']);
  });
});
