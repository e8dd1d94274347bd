// The one-time import run at start-up, with the words it shows: loaded after the first screen,
// so neither the import nor the app-store client weighs on the first visit's JavaScript.
import type { QueryClient } from '@tanstack/react-query';
import { createAppStoreClient } from '../../api/app-store/client';
import { pluralize } from '../../lib/plural';
import { importBrowserOnce } from './browser-import';

/** The notice to show when this start imported something; undefined when there was nothing new. */
export async function runBrowserImport(queryClient: QueryClient): Promise<string | undefined> {
  const outcome = await importBrowserOnce(createAppStoreClient());
  if (outcome.kind !== 'imported') return undefined;
  // Every lists-and-searches view shows the imported ones (api/app-store/queries' stem).
  void queryClient.invalidateQueries({ queryKey: ['app-store'] });
  return `Imported ${pluralize(outcome.lists, 'list')} and ${pluralize(outcome.searches, 'search', 'searches')} from this browser.`;
}
