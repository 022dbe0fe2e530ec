import { z } from 'zod';
import { SLUG_PATTERN } from '@bhakti/core';
import { publicRoute, type ErrorStatus } from './meta.js';

/** REST meta of a public read. */
export const getRoute = (path: `/${string}`, summary: string, tag: string, errors: ErrorStatus[] = []) =>
  publicRoute('GET', path, summary, tag, { errors });

/** REST meta of a public write. */
export const postRoute = (path: `/${string}`, summary: string, tag: string, status: 200 | 201, errors: ErrorStatus[]) =>
  publicRoute('POST', path, summary, tag, { status, errors });

export const SlugParam = z.object({ slug: z.string().max(1000) });

/** Whether a slug could name anything: others are not found without asking the cache or the database. */
export const isPlausibleSlug = (slug: string) => slug.length <= 200 && SLUG_PATTERN.test(slug);
