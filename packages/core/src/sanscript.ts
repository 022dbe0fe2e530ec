import SanscriptModule from '@indic-transliteration/sanscript';

// The package is CommonJS whose typings declare an ES default export; at run time the
// default import is the Sanscript object itself.
export const Sanscript = SanscriptModule as unknown as typeof SanscriptModule.default;
