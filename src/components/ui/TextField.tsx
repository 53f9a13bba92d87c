type Props = {
  id: string
  /** The input's name: the key the form posts (and src/auth/components/useAuthForm.ts reads). */
  name: string
  label: string
  /** `textarea` renders a multi-line box of `rows` lines. */
  type: 'text' | 'email' | 'password' | 'textarea'
  autoComplete?: string
  /** Marked invalid, for screen readers too, when its check failed. */
  invalid?: boolean
  hint?: string
  required?: boolean
  maxLength?: number
  defaultValue?: string
  rows?: number
}

/**
 * The site's one labelled form field: label, input and an optional hint the input is described by.
 * Every form (sign-in, register, account, account actions) uses it, so a change to how fields are
 * labelled, described or marked invalid happens once. No hooks: it renders in server and client
 * components alike.
 */
export function TextField({
  id,
  name,
  label,
  type,
  autoComplete,
  invalid = false,
  hint,
  required = true,
  maxLength,
  defaultValue,
  rows = 4,
}: Props) {
  const hintId = hint ? `${id}-hint` : undefined
  const common = {
    id,
    name,
    className: 'field__input',
    autoComplete,
    required,
    maxLength,
    defaultValue,
    'aria-invalid': invalid || undefined,
    'aria-describedby': hintId,
  }
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {type === 'textarea' ? <textarea {...common} rows={rows} /> : <input {...common} type={type} />}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}
