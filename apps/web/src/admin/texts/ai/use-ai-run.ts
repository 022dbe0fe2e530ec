import { useState } from 'react';
import { useToast } from '../../../ui/toast.js';
import { call, useAdmin } from '../../api/admin-context.js';
import { withoutProblem, type ProblemOr } from '../../forms/problem-or.js';
import { runAiJobs, type AiJob, type AiOperation, type AiOutcome } from './ai-jobs.js';

export const FAILURE_TITLE: Record<AiOperation, string> = {
  generate: 'Generation failed',
  verify_fix: 'Verification failed',
};

/** Runs the prepared jobs: a problem stops them before they start; failures stay to be read. */
export function useAiRun(operation: AiOperation, onDone: (done: AiOutcome['done']) => void, onClose: () => void) {
  const { client } = useAdmin();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const [notConfigured, setNotConfigured] = useState<string | null>(null);

  const run = async (prepared: ProblemOr<{ jobs: AiJob[] }>) => {
    setFailures([]);
    setNotConfigured(null);
    const ready = withoutProblem(prepared, setProblem);
    if (!ready) return;
    setBusy(true);
    const outcome = await runAiJobs(operation, ready.jobs, (input) => call(client.ai.generateContent.mutate(input)));
    setBusy(false);
    if (outcome.done.length > 0) onDone(outcome.done);
    setFailures(outcome.failures);
    setNotConfigured(outcome.notConfigured);
    const firstFailure = outcome.notConfigured ?? outcome.failures[0];
    if (firstFailure) {
      toast({ title: FAILURE_TITLE[operation], description: firstFailure, variant: 'destructive' });
      return;
    }
    onClose();
  };
  return { busy, problem, failures, notConfigured, run };
}
