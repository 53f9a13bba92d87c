import type React from 'react'

import type { IconName } from '#src/collections/Features/icon.ts'
import { Icon } from '#src/components/ui/Icon.tsx'

type Props = {
  icon: IconName
  title: React.ReactNode
  description: string
  status?: React.ReactNode
  statusFirst?: boolean
  className?: string
}

/** A card in a card grid: icon, title (a level-2 heading), description and an optional status label. */
export function Card({ icon, title, description, status, statusFirst, className }: Props) {
  return (
    <li className={className ? `card ${className}` : 'card'}>
      <span className="card__icon">
        <Icon name={icon} />
      </span>
      {statusFirst ? status : null}
      <h2 className="card__title">{title}</h2>
      <p>{description}</p>
      {statusFirst ? null : status}
    </li>
  )
}
