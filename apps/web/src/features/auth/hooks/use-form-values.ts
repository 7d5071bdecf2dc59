import { useState } from 'react';
import type { FieldProblem } from '../validation';

/** Controlled form values plus the problems found on the last submit; editing a field clears its problem. */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<keyof T | 'terms', FieldProblem | null>>>({});
  function field(name: keyof T) {
    return {
      value: values[name],
      onValueChange: (value: string) => {
        setValues((current) => ({ ...current, [name]: value }));
        setProblems((current) => (current[name] ? { ...current, [name]: null } : current));
      },
    };
  }
  return { values, setValues, problems, setProblems, field };
}
