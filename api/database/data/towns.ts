/** Real Irish towns with their county, Eircode routing key, phone area code and streets. */
export interface Town {
  name: string
  county: string
  eircode: string
  areaCode: string
  streets: string[]
}

export const TOWNS: Town[] = [
  {
    name: 'Dublin',
    county: 'Dublin',
    eircode: 'D02',
    areaCode: '01',
    streets: ['Grafton Street', 'Camden Street', 'Capel Street', 'South William Street', 'Thomas Street', 'Drury Street'],
  },
  {
    name: 'Cork',
    county: 'Cork',
    eircode: 'T12',
    areaCode: '021',
    streets: ['Oliver Plunkett Street', 'MacCurtain Street', 'Princes Street', 'Washington Street', 'North Main Street'],
  },
  {
    name: 'Galway',
    county: 'Galway',
    eircode: 'H91',
    areaCode: '091',
    streets: ['Shop Street', 'Quay Street', 'Dominick Street', 'Abbeygate Street', 'Mainguard Street'],
  },
  {
    name: 'Limerick',
    county: 'Limerick',
    eircode: 'V94',
    areaCode: '061',
    streets: ["O'Connell Street", 'Thomas Street', 'Catherine Street', 'William Street', 'Cruises Street'],
  },
  {
    name: 'Waterford',
    county: 'Waterford',
    eircode: 'X91',
    areaCode: '051',
    streets: ['John Street', 'Barronstrand Street', 'Michael Street', 'The Quay', 'Broad Street'],
  },
  {
    name: 'Kilkenny',
    county: 'Kilkenny',
    eircode: 'R95',
    areaCode: '056',
    streets: ['High Street', 'Kieran Street', 'Parliament Street', 'Rose Inn Street', 'John Street'],
  },
  {
    name: 'Sligo',
    county: 'Sligo',
    eircode: 'F91',
    areaCode: '071',
    streets: ["O'Connell Street", 'Grattan Street', 'Castle Street', 'Wine Street', 'Market Street'],
  },
  {
    name: 'Athlone',
    county: 'Westmeath',
    eircode: 'N37',
    areaCode: '090',
    streets: ['Church Street', 'Connaught Street', 'Irishtown', 'Pearse Street', 'Custume Place'],
  },
  {
    name: 'Killarney',
    county: 'Kerry',
    eircode: 'V93',
    areaCode: '064',
    streets: ['Main Street', 'High Street', 'New Street', 'Plunkett Street', 'College Street'],
  },
  {
    name: 'Drogheda',
    county: 'Louth',
    eircode: 'A92',
    areaCode: '041',
    streets: ['West Street', 'Laurence Street', 'Shop Street', 'Peter Street', 'Fair Street'],
  },
  {
    name: 'Wexford',
    county: 'Wexford',
    eircode: 'Y35',
    areaCode: '053',
    streets: ['Main Street', 'South Main Street', 'Selskar Street', 'The Bullring', 'Common Quay Street'],
  },
  {
    name: 'Ennis',
    county: 'Clare',
    eircode: 'V95',
    areaCode: '065',
    streets: ["O'Connell Street", 'Abbey Street', 'Parnell Street', 'High Street', 'Market Place'],
  },
  {
    name: 'Letterkenny',
    county: 'Donegal',
    eircode: 'F92',
    areaCode: '074',
    streets: ['Main Street', 'Port Road', 'Upper Main Street', 'Church Lane', 'Lower Main Street'],
  },
  {
    name: 'Tralee',
    county: 'Kerry',
    eircode: 'V92',
    areaCode: '066',
    streets: ['The Mall', 'Castle Street', 'Denny Street', 'Bridge Street', 'Ashe Street'],
  },
  {
    name: 'Dundalk',
    county: 'Louth',
    eircode: 'A91',
    areaCode: '042',
    streets: ['Clanbrassil Street', 'Park Street', 'Earl Street', 'Church Street', 'Market Square'],
  },
]

/** The shop's `location` as shown and searched: "Town, Co. County". */
export function townLocation(town: Town): string {
  return `${town.name}, Co. ${town.county}`
}
