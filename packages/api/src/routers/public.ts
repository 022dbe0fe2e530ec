import { contactRouter, correctionsRouter, newsletterRouter } from './public-inbox.js';
import { searchRouter } from './public-search.js';
import { categoriesRouter, deitiesRouter } from './public-taxonomy.js';
import { statsRouter, textsRouter } from './public-texts.js';

/** The procedures anyone may call, one router per resource. */
export const publicRouter = {
  categories: categoriesRouter,
  texts: textsRouter,
  deities: deitiesRouter,
  stats: statsRouter,
  search: searchRouter,
  newsletter: newsletterRouter,
  contact: contactRouter,
  corrections: correctionsRouter,
};
