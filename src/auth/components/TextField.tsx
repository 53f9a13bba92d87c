import type { UseFormRegisterReturn } from 'react-hook-form'

type Props = {
  id: string
  label: string
  type: 'text' | 'email' | 'password'
  autoComplete: string
  invalid: boolean
  hint?: string
  registration: UseFormRegisterReturn
}

/** A labelled, required input; marked invalid (for screen readers too) when its check failed. */
export function TextField({ id, label, type, autoComplete, invalid, hint, registration }: Props) {
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...registration}
        id={id}
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
