import { expect, test } from '@playwright/test';
import { checkLinks, formatReport } from '../../../scripts/check-links.ts';
import { STATIC_OUT } from '../../../src/site/config.ts';

test('every internal link of the built site resolves', () => {
  const report = checkLinks(STATIC_OUT);
  expect(report.pages).toBeGreaterThan(10);
  expect(report.problems, formatReport(report)).toEqual([]);
});
