// The model of the Settings dialog: the connection form (react-hook-form over validateDraft), what
// the app's server is (mock or proxy) and its demo keys, and the test, save and forget actions.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  readConnectionPersistence,
  readConnectionSettings,
  writeConnectionSettings,
} from '../../lib/connection-settings';
import {
  draftFrom,
  effectiveDraft,
  normalizeBaseUrl,
  settingsFromDraft,
  validateDraft,
  type ConnectionDraft,
  type DraftField,
} from './connection-form';
import { testConnection, type TestOutcome } from './connection-test';
import { demoKeysQuery, serverModeQuery, type ServerMode } from './server-info';

export type TestState =
  { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; outcome: TestOutcome };

/** validateDraft as the form's one validation path; the server mode arrives as the form's context. */
const draftResolver: Resolver<ConnectionDraft, { serverMode: ServerMode | undefined }> = (
  values,
  context,
) => {
  const problems = Object.entries(validateDraft(effectiveDraft(values, context?.serverMode)));
  if (problems.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      problems.map(([field, message]) => [field, { type: 'validate', message }]),
    ),
  };
};

export function useSettingsForm(onClose: () => void) {
  const [hadStored] = useState(() => readConnectionSettings() !== null);
  const [test, setTest] = useState<TestState>({ kind: 'idle' });
  const [saveError, setSaveError] = useState<string | null>(null);
  const testAbort = useRef<AbortController | null>(null);
  useEffect(() => () => testAbort.current?.abort(), []);

  const { data: serverMode } = useQuery(serverModeQuery());
  // Errors show once a field was left (or the form checked), then follow every keystroke.
  const { control, register, handleSubmit, trigger, getValues, setValue, formState } = useForm<
    ConnectionDraft,
    { serverMode: ServerMode | undefined }
  >({
    defaultValues: draftFrom(readConnectionSettings(), readConnectionPersistence() === 'device'),
    mode: 'onTouched',
    resolver: draftResolver,
    context: { serverMode },
  });
  const [baseUrl, apiKey] = useWatch({ control, name: ['baseUrl', 'apiKey'] });
  const sameOrigin = normalizeBaseUrl(baseUrl) === '';
  const { data: demoKeys } = useQuery({
    ...demoKeysQuery(),
    enabled: sameOrigin && serverMode === 'mock',
  });
  const shown = (field: DraftField) => formState.errors[field]?.message;

  // A test result for other values would mislead, and so would an old save error.
  const onEdit = () => {
    testAbort.current?.abort();
    setTest({ kind: 'idle' });
    setSaveError(null);
  };
  const field = (name: keyof ConnectionDraft) => register(name, { onChange: onEdit });
  const chooseDemoKey = (key: string) => {
    setValue('apiKey', key, { shouldValidate: true });
    onEdit();
  };

  /** Shows every problem and focuses the first; true when the form is fine. */
  const checkAll = () => trigger(undefined, { shouldFocus: true });
  const effective = () => effectiveDraft(getValues(), serverMode);

  const runTest = async () => {
    if (!(await checkAll())) return;
    testAbort.current?.abort();
    const controller = new AbortController();
    testAbort.current = controller;
    setTest({ kind: 'running' });
    const settings = settingsFromDraft(effective()) ?? { baseUrl: '', apiKey: '' };
    try {
      const outcome = await testConnection(
        { settings, serverMode: serverMode ?? 'unknown' },
        { signal: controller.signal },
      );
      if (!controller.signal.aborted) setTest({ kind: 'done', outcome });
    } catch {
      // Aborted: the values changed or the dialog closed; nothing to show.
    }
  };

  // handleSubmit never lets the browser submit (a GET form would put the key into the address
  // bar), and on a problem focuses the first field that has one.
  const save = handleSubmit((draft) => {
    try {
      writeConnectionSettings(settingsFromDraft(effective()), { remember: draft.remember });
    } catch {
      setSaveError(
        'This browser does not allow saving settings for this site. Check its privacy settings.',
      );
      return;
    }
    onClose();
  });

  const forget = () => {
    writeConnectionSettings(null);
    onClose();
  };

  return {
    serverMode,
    sameOrigin,
    serverHoldsKey: sameOrigin && serverMode === 'proxy',
    apiKey,
    demoKeys: sameOrigin && serverMode === 'mock' && demoKeys?.length ? demoKeys : null,
    shown,
    field,
    chooseDemoKey,
    test,
    saveError,
    hadStored,
    runTest,
    save,
    forget,
  };
}
