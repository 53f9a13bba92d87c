/** The path of a field beside `path` in the same row («items.2.target» → «items.2.targetType»). */
export const siblingPath = (path: string, name: string): string => [...path.split('.').slice(0, -1), name].join('.')
