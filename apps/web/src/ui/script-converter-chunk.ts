// The entry of the lazy chunk that holds the script converter and the transliteration library.
export { convertScript } from '@bhakti/core';
