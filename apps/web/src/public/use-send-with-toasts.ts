import { ApiError } from '../ui/api-error.js';
import { useToast } from '../ui/toast.js';
import { useSend } from '../ui/use-send.js';
import { refusalText, useRefusalWords } from './form-refusals.js';

interface SendOptions<I> {
  send: (input: I) => Promise<unknown>;
  /** Runs before the success toast, e.g. to empty the form. */
  onSent: () => void;
  sent: { title: string; description: string };
  /** The failure toast says the server's message (in the interface's language), or `fallback` when there is none. */
  failed: { title: string; fallback: string };
}

/** A public form's send (contact, newsletter): a green toast when it went, a red one when it did not. */
export function useSendWithToasts<I>({ send, onSent, sent, failed }: SendOptions<I>) {
  const toast = useToast();
  const words = useRefusalWords();
  return useSend({
    send,
    onSuccess: () => {
      onSent();
      toast({ ...sent, variant: 'success' });
    },
    onError: (error) => {
      const { code } = ApiError.from(error);
      const description = refusalText(words, { message: error.message, code }, failed.fallback);
      toast({ title: failed.title, description, variant: 'destructive' });
    },
  });
}
