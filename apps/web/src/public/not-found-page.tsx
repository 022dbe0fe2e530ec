import { useHead } from '../ui/head.js';
import { StatePanel } from '../ui/state-panel.js';

export const NOT_FOUND_TITLE = '404 Page Not Found';

export function NotFoundPage() {
  useHead({
    title: NOT_FOUND_TITLE,
    description: "The page you're looking for doesn't exist or has moved.",
    path: null,
    status: 404,
  });
  return (
    <StatePanel
      level={1}
      testId="not-found"
      title={NOT_FOUND_TITLE}
      message="The page you're looking for doesn't exist or has moved. Try the home page, or search the collection."
    />
  );
}
