import { expect, test } from '@playwright/test';
import { checkLinks, formatReport } from '../../../scripts/check-links.ts';

test('every internal link of the built site resolves', () => {
  const report = checkLinks('dist');
  expect(report.pages).toBeGreaterThan(10);
  expect(report.problems, formatReport(report)).toEqual([]);
});
