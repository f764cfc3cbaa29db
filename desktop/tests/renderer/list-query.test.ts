import { describe, expect, it } from 'vitest'
import { changeListQuery, initialListQuery, listQueryParams } from '../../src/renderer/lib/list-query'

const sortable = ['createdAt', 'firstName', 'email'] as const
const start = () => initialListQuery({ filters: { role: 'all', status: 'all' }, sortable, sortBy: 'createdAt', sortOrder: 'desc' })

describe('changeListQuery', () => {
  it('goes back to page 1 on a new search, filter or sort', () => {
    const onPage3 = changeListQuery(start(), { type: 'page', page: 3 }, sortable)
    expect(onPage3.page).toBe(3)
    expect(changeListQuery(onPage3, { type: 'search', search: 'murphy' }, sortable).page).toBe(1)
    expect(changeListQuery(onPage3, { type: 'filter', name: 'role', value: 'customer' }, sortable)).toMatchObject({
      page: 1,
      filters: { role: 'customer', status: 'all' },
    })
    expect(changeListQuery(onPage3, { type: 'sort', sortBy: 'email', sortOrder: 'asc' }, sortable)).toMatchObject({
      page: 1,
      sortBy: 'email',
      sortOrder: 'asc',
    })
  })

  it('keeps the page when the search text did not change', () => {
    const onPage2 = changeListQuery(start(), { type: 'page', page: 2 }, sortable)
    expect(changeListQuery(onPage2, { type: 'search', search: '' }, sortable)).toBe(onPage2)
  })

  it('ignores a sort the API would refuse and clamps nonsense pages', () => {
    const query = start()
    expect(changeListQuery(query, { type: 'sort', sortBy: 'password', sortOrder: 'asc' }, sortable)).toBe(query)
    expect(changeListQuery(query, { type: 'page', page: 0 }, sortable).page).toBe(1)
    expect(changeListQuery(query, { type: 'page', page: Number.NaN }, sortable).page).toBe(1)
  })
})

describe('listQueryParams', () => {
  it('sends page, limit, trimmed search, filters and sort', () => {
    const query = changeListQuery(start(), { type: 'search', search: '  siobhan ' }, sortable)
    expect(listQueryParams(query, 20)).toEqual({
      page: 1,
      limit: 20,
      search: 'siobhan',
      role: 'all',
      status: 'all',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    })
  })

  it('asks for another page and size for exports', () => {
    expect(listQueryParams(start(), 100, 4)).toMatchObject({ page: 4, limit: 100 })
  })
})
