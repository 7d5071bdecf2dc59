import { useState } from 'react';
import type { FieldProblem } from '../validation';
import { useProblemMessage } from './use-problem-message';

/**
 * Controlled form values plus the problems found on the last submit. `field(name)` gives an input
 * its value, change handler and message; editing a field clears its problem.
 */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const message = useProblemMessage();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<keyof T | 'terms', FieldProblem | null>>>({});

  function setValue(name: keyof T, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems((current) => (current[name] ? { ...current, [name]: null } : current));
  }

  function setProblem(name: keyof T | 'terms', problem: FieldProblem | null) {
    setProblems((current) => ({ ...current, [name]: problem }));
  }

  function field(name: keyof T) {
    return {
      value: values[name],
      onValueChange: (value: string) => setValue(name, value),
      error: message(problems[name]),
    };
  }

  return { values, setValues, setValue, problems, setProblems, setProblem, field, message };
}

/** What `field(name)` hands an input. */
export type FieldBinding = { value: string; onValueChange: (value: string) => void; error?: string };
