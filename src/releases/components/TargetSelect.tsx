'use client'

import { SelectInput, useAuth, useConfig, useField, useFormFields, useTranslation } from '@payloadcms/ui'
import { mergeFieldStyles } from '@payloadcms/ui/shared'
import type { TextFieldClientComponent } from 'payload'
import { useEffect, useMemo, useRef } from 'react'

import { siblingPath } from '#src/releases/components/fieldPaths.ts'
import { isReleasable, mayReleaseTarget, targetLabel, targetOptions } from '#src/releases/targets.ts'

/**
 * A release item's «Colección o global»: a list of the collections (or globals, following «Tipo»)
 * a release can hold, by their names in the interface language («Planes», «Página de inicio»),
 * from the same list the server checks (src/releases/targets.ts). It stores the slug. Only the
 * types the staff member may add are offered; the item's own value is always shown, by name.
 */
export const TargetSelect: TextFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const { user } = useAuth()
  const {
    customComponents: { AfterInput, BeforeInput, Description, Error, Label } = {},
    disabled,
    path,
    setValue,
    showError,
    value,
  } = useField<string | null>({ potentiallyStalePath: pathFromProps ?? field.name })
  const typeValue = useFormFields(([fields]) => fields[siblingPath(path, 'targetType')]?.value)
  const targetType = typeValue === 'global' ? 'global' : 'collection'

  const options = useMemo(() => {
    const offered = targetOptions(config, targetType, i18n).filter((option) =>
      mayReleaseTarget(user as never, { target: option.value }),
    )
    if (!value || offered.some((option) => option.value === value)) return offered
    return [{ value, label: targetLabel(config, { targetType, target: value }, i18n) }, ...offered]
  }, [config, targetType, i18n, user, value])

  // «Tipo» changed: a collection is no global (and the reverse), so the choice is cleared.
  const shownType = useRef(targetType)
  useEffect(() => {
    if (shownType.current === targetType) return
    shownType.current = targetType
    if (value && !isReleasable(config, { targetType, target: value })) setValue(null)
  }, [config, setValue, targetType, value])

  return (
    <SelectInput
      AfterInput={AfterInput}
      BeforeInput={BeforeInput}
      Description={Description}
      description={field.admin?.description}
      Error={Error}
      Label={Label}
      label={field.label}
      name={field.name}
      path={path}
      options={options}
      value={value ?? undefined}
      required={field.required}
      isClearable={false}
      readOnly={readOnly || disabled}
      showError={showError}
      style={mergeFieldStyles(field)}
      onChange={(option) => {
        if (!readOnly && option && !Array.isArray(option)) setValue(option.value)
      }}
    />
  )
}
