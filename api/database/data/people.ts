/** Common Irish first names and surnames for owners, customers and reviewers. */
export const FIRST_NAMES = [
  'Aoife', 'Ciara', 'Niamh', 'Siobhán', 'Saoirse', 'Orla', 'Gráinne', 'Róisín', 'Caoimhe', 'Sinéad',
  'Clodagh', 'Eimear', 'Áine', 'Deirdre', 'Méabh', 'Sorcha', 'Nuala', 'Maeve', 'Emer', 'Fionnuala',
  'Seán', 'Ciarán', 'Pádraig', 'Cian', 'Oisín', 'Darragh', 'Eoin', 'Conor', 'Tadhg', 'Fiachra',
  'Colm', 'Dónal', 'Ronan', 'Niall', 'Cathal', 'Declan', 'Fergal', 'Brendan', 'Diarmuid', 'Liam',
]

export const SURNAMES = [
  'Murphy', 'Kelly', "O'Sullivan", 'Walsh', 'Smith', "O'Brien", 'Byrne', 'Ryan', "O'Connor", "O'Neill",
  'Reilly', 'Doyle', 'McCarthy', 'Gallagher', 'Doherty', 'Kennedy', 'Lynch', 'Murray', 'Quinn', 'Moore',
  'McLoughlin', 'Carroll', 'Connolly', 'Daly', 'Connell', 'Wilson', 'Dunne', 'Brennan', 'Burke', 'Collins',
  'Campbell', 'Clarke', 'Johnston', 'Hughes', 'Farrell', 'Fitzgerald', 'Brown', 'Martin', 'Maguire', 'Nolan',
]

/** Turns a name into the ASCII part of an e-mail address ("Siobhán O'Brien" → "siobhan.obrien"). */
export function emailLocalPart(first: string, last: string): string {
  const clean = (value: string) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-zA-Z]/g, '')
      .toLowerCase()
  return `${clean(first)}.${clean(last)}`
}
