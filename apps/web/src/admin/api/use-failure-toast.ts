import { useToast } from '../../ui/toast.js';
import { messageOf } from './admin-error.js';

/**
 * A mutation's `onError`: a red toast titled `title` that gives the server's message, or
 * `fallback` when the server gave none.
 */
export function useFailureToast() {
  const toast = useToast();
  return (title: string, fallback = 'Please try again.') =>
    (error: unknown) =>
      toast({ title, description: messageOf(error, fallback), variant: 'destructive' });
}
