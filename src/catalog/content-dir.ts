// Where the content is read from, for every Node reader (site build, server, CLI, scripts).
import { resolve } from 'node:path';
import { CONTENT_DIR as REPO_CONTENT_DIR } from './catalog.ts';

/** content/, or SOW_CONTENT_DIR when set: it points the whole site at another tree (the unit-test fixtures, say). */
export const CONTENT_DIR = process.env.SOW_CONTENT_DIR ? resolve(process.env.SOW_CONTENT_DIR) : REPO_CONTENT_DIR;
