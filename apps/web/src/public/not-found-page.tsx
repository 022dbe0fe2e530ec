import { useHead } from '../ui/head.js';
import { StatePanel } from '../ui/state-panel.js';
import { useT } from '../i18n/interface.js';

export function NotFoundPage() {
  const t = useT();
  useHead({
    title: t('states.notFoundTitle'),
    description: t('states.notFoundDescription'),
    path: null,
    status: 404,
  });
  return (
    <StatePanel level={1} testId="not-found" title={t('states.notFoundTitle')} message={t('states.notFoundMessage')} />
  );
}
