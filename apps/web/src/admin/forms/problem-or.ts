/** A check's answer: what it found wrong, or what it produced. */
export type ProblemOr<T> = { problem: string } | T;

/**
 * Shows a check's problem (or clears the last one) and gives what it produced, or null when
 * there was a problem.
 */
export function withoutProblem<T extends object>(
  answer: ProblemOr<T>,
  setProblem: (problem: string | null) => void,
): T | null {
  if ('problem' in answer) {
    setProblem(answer.problem);
    return null;
  }
  setProblem(null);
  return answer;
}
