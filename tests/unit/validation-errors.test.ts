import { describe, expect, it } from 'vitest'

import { keepValidationDetails } from '@/lib/validation-errors'

const call = (error: unknown, result: unknown) => keepValidationDetails({ error, result } as never)

describe('keepValidationDetails', () => {
  const details = { collection: 'legal-documents', errors: [{ path: 'lastUpdated', message: 'Ya hay una versión publicada…' }] }

  it('puts back the field details Payload dropped, so the admin can show them next to each field', () => {
    const error = Object.assign(new Error('El siguiente campo es inválido: Última actualización'), { name: 'ValidationError', isPublic: true, status: 400, data: details })
    expect(call(error, { errors: [{ message: error.message }] })).toEqual({
      response: { errors: [{ name: 'ValidationError', data: details, message: error.message }] },
      status: 400,
    })
  })

  it('leaves other errors, and answers that already have the details, as they are', () => {
    expect(call(Object.assign(new Error('boom'), { name: 'Error', data: details }), { errors: [{ message: 'Something went wrong.' }] })).toBeUndefined()
    expect(call(Object.assign(new Error('x'), { name: 'ValidationError', isPublic: false, data: details }), {})).toBeUndefined()
    const complete = { errors: [{ message: 'x', data: details }] }
    expect(call(Object.assign(new Error('x'), { name: 'ValidationError', isPublic: true, data: details }), complete)).toBeUndefined()
  })
})
