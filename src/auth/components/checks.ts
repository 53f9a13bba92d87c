import type { Messages } from 'next-intl'
import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form'

/** A problem the form reports on a field: a key under auth.validation in the message files. */
export type ValidationProblem = keyof Messages['auth']['validation']

/**
 * A react-hook-form resolver from an ordered check: the first problem found (a message key under
 * auth.validation) is reported on its field, so the form shows one message and focuses that field.
 */
export function orderedChecks<T extends FieldValues>(
  check: (values: T) => { field: keyof T & string; problem: string } | null,
  clean: (values: T) => T,
): Resolver<T> {
  return async (values): Promise<ResolverResult<T>> => {
    const failure = check(values)
    if (!failure) return { values: clean(values), errors: {} }
    return { values: {}, errors: { [failure.field]: { type: 'validate', message: failure.problem } } as FieldErrors<T> }
  }
}
