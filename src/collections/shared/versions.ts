/**
 * Drafts, versions and scheduled publishing for everything staff edit (issue 30), the same as
 * posts: «Guardar borrador» keeps a change in the versions table only (the public site reads the
 * published document, src/data), «Publicar» or a scheduled publish (the worker's schedulePublish
 * job) makes it live and goes through the same revalidation hooks, and the versions view restores
 * any earlier version. 50 versions a document: months of daily edits, a bounded table.
 */
// The schedule dialog's time list in 24-hour form (Payload's default is 3:15 PM).
export const contentVersions = {
  drafts: { schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 5 } },
  maxPerDoc: 50,
} as const

/**
 * Payload's Publish button with the project's fix to its schedule dialog (src/admin/PublishButton.tsx);
 * globals have no id, so there it is Payload's own button.
 */
export const publishButton = { PublishButton: '/admin/PublishButton#PublishButton' } as const
