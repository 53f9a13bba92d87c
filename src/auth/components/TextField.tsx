type Props = {
  id: string
  /** The input's name: the key of the form's values (src/auth/components/useAuthForm.ts). */
  name: string
  label: string
  type: 'text' | 'email' | 'password'
  autoComplete: string
  invalid: boolean
  hint?: string
}

/** A labelled, required input; marked invalid (for screen readers too) when its check failed. */
export function TextField({ id, name, label, type, autoComplete, invalid, hint }: Props) {
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field__input"
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={hintId}
      />
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}
