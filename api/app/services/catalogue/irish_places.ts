/*
 * Irish places a visitor may type in the location box, with their Irish-language
 * names, common variants and Eircode routing keys: every county on the island
 * and every town the demo and benchmark data use, plus the larger towns.
 *
 * Sources: Irish names from the Placenames Database of Ireland (logainm.ie);
 * routing keys from the Eircode routing key list (eircode.ie). A routing key is
 * the first three characters of an Eircode and names one postal district.
 */

export interface County {
  name: string
  irish: string
  variants?: string[]
}

export interface Town {
  name: string
  county: string
  irish: string
  routingKeys?: string[]
  variants?: string[]
}

export const COUNTIES: County[] = [
  { name: 'Antrim', irish: 'Aontroim' },
  { name: 'Armagh', irish: 'Ard Mhacha' },
  { name: 'Carlow', irish: 'Ceatharlach' },
  { name: 'Cavan', irish: 'An Cabhán' },
  { name: 'Clare', irish: 'An Clár' },
  { name: 'Cork', irish: 'Corcaigh' },
  { name: 'Derry', irish: 'Doire', variants: ['Londonderry'] },
  { name: 'Donegal', irish: 'Dún na nGall', variants: ['Tir Chonaill', 'Tír Chonaill'] },
  { name: 'Down', irish: 'An Dún' },
  { name: 'Dublin', irish: 'Baile Átha Cliath', variants: ['BAC'] },
  { name: 'Fermanagh', irish: 'Fear Manach' },
  { name: 'Galway', irish: 'Gaillimh' },
  { name: 'Kerry', irish: 'Ciarraí' },
  { name: 'Kildare', irish: 'Cill Dara' },
  { name: 'Kilkenny', irish: 'Cill Chainnigh' },
  { name: 'Laois', irish: 'Laois', variants: ['Leix', 'Queens County'] },
  { name: 'Leitrim', irish: 'Liatroim' },
  { name: 'Limerick', irish: 'Luimneach' },
  { name: 'Longford', irish: 'An Longfort' },
  { name: 'Louth', irish: 'Lú' },
  { name: 'Mayo', irish: 'Maigh Eo' },
  { name: 'Meath', irish: 'An Mhí' },
  { name: 'Monaghan', irish: 'Muineachán' },
  { name: 'Offaly', irish: 'Uíbh Fhailí', variants: ['Kings County'] },
  { name: 'Roscommon', irish: 'Ros Comáin' },
  { name: 'Sligo', irish: 'Sligeach' },
  { name: 'Tipperary', irish: 'Tiobraid Árann', variants: ['Tipp'] },
  { name: 'Tyrone', irish: 'Tír Eoghain' },
  { name: 'Waterford', irish: 'Port Láirge' },
  { name: 'Westmeath', irish: 'An Iarmhí' },
  { name: 'Wexford', irish: 'Loch Garman' },
  { name: 'Wicklow', irish: 'Cill Mhantáin' },
]

const DUBLIN_DISTRICTS = [...Array.from({ length: 24 }, (_, index) => `D${String(index + 1).padStart(2, '0')}`), 'D6W']

export const TOWNS: Town[] = [
  { name: 'Dublin', county: 'Dublin', irish: 'Baile Átha Cliath', routingKeys: DUBLIN_DISTRICTS, variants: ['Dublin City', 'BAC'] },
  { name: 'Cork', county: 'Cork', irish: 'Corcaigh', routingKeys: ['T12', 'T23'], variants: ['Cork City'] },
  { name: 'Galway', county: 'Galway', irish: 'Gaillimh', routingKeys: ['H91'], variants: ['Galway City'] },
  { name: 'Limerick', county: 'Limerick', irish: 'Luimneach', routingKeys: ['V94'], variants: ['Limerick City'] },
  { name: 'Waterford', county: 'Waterford', irish: 'Port Láirge', routingKeys: ['X91'], variants: ['Waterford City'] },
  { name: 'Kilkenny', county: 'Kilkenny', irish: 'Cill Chainnigh', routingKeys: ['R95'] },
  { name: 'Sligo', county: 'Sligo', irish: 'Sligeach', routingKeys: ['F91'] },
  { name: 'Athlone', county: 'Westmeath', irish: 'Baile Átha Luain', routingKeys: ['N37'] },
  { name: 'Killarney', county: 'Kerry', irish: 'Cill Airne', routingKeys: ['V93'] },
  { name: 'Drogheda', county: 'Louth', irish: 'Droichead Átha', routingKeys: ['A92'] },
  { name: 'Wexford', county: 'Wexford', irish: 'Loch Garman', routingKeys: ['Y35'] },
  { name: 'Ennis', county: 'Clare', irish: 'Inis', routingKeys: ['V95'] },
  { name: 'Letterkenny', county: 'Donegal', irish: 'Leitir Ceanainn', routingKeys: ['F92'] },
  { name: 'Tralee', county: 'Kerry', irish: 'Trá Lí', routingKeys: ['V92'] },
  { name: 'Dundalk', county: 'Louth', irish: 'Dún Dealgan', routingKeys: ['A91'] },
  { name: 'Navan', county: 'Meath', irish: 'An Uaimh', routingKeys: ['C15'] },
  { name: 'Mullingar', county: 'Westmeath', irish: 'An Muileann gCearr', routingKeys: ['N91'] },
  { name: 'Castlebar', county: 'Mayo', irish: 'Caisleán an Bharraigh', routingKeys: ['F23'] },
  { name: 'Westport', county: 'Mayo', irish: 'Cathair na Mart', routingKeys: ['F28'] },
  { name: 'Ballina', county: 'Mayo', irish: 'Béal an Átha', routingKeys: ['F26'] },
  { name: 'Carlow', county: 'Carlow', irish: 'Ceatharlach', routingKeys: ['R93'] },
  { name: 'Naas', county: 'Kildare', irish: 'An Nás', routingKeys: ['W91'] },
  { name: 'Newbridge', county: 'Kildare', irish: 'An Droichead Nua', routingKeys: ['W12'], variants: ['Droichead Nua'] },
  { name: 'Portlaoise', county: 'Laois', irish: 'Port Laoise', routingKeys: ['R32'] },
  { name: 'Tullamore', county: 'Offaly', irish: 'Tulach Mhór', routingKeys: ['R35'] },
  { name: 'Longford', county: 'Longford', irish: 'An Longfort', routingKeys: ['N39'] },
  { name: 'Cavan', county: 'Cavan', irish: 'An Cabhán', routingKeys: ['H12'] },
  { name: 'Monaghan', county: 'Monaghan', irish: 'Muineachán', routingKeys: ['H18'] },
  { name: 'Carrick-on-Shannon', county: 'Leitrim', irish: 'Cora Droma Rúisc', routingKeys: ['N41'] },
  { name: 'Roscommon', county: 'Roscommon', irish: 'Ros Comáin', routingKeys: ['F42'] },
  { name: 'Clonmel', county: 'Tipperary', irish: 'Cluain Meala', routingKeys: ['E91'] },
  { name: 'Nenagh', county: 'Tipperary', irish: 'An tAonach', routingKeys: ['E45'] },
  { name: 'Thurles', county: 'Tipperary', irish: 'Durlas', routingKeys: ['E41'] },
  { name: 'Dungarvan', county: 'Waterford', irish: 'Dún Garbhán', routingKeys: ['X35'] },
  { name: 'Enniscorthy', county: 'Wexford', irish: 'Inis Córthaidh', routingKeys: ['Y21'] },
  { name: 'Wicklow', county: 'Wicklow', irish: 'Cill Mhantáin', routingKeys: ['A67'] },
  { name: 'Bray', county: 'Wicklow', irish: 'Bré', routingKeys: ['A98'] },
  { name: 'Swords', county: 'Dublin', irish: 'Sord', routingKeys: ['K67'] },
  { name: 'Mallow', county: 'Cork', irish: 'Mala', routingKeys: ['P51'] },
  { name: 'Kinsale', county: 'Cork', irish: 'Cionn tSáile', routingKeys: ['P17'] },
  { name: 'Tuam', county: 'Galway', irish: 'Tuaim', routingKeys: ['H54'] },
  { name: 'Shannon', county: 'Clare', irish: 'Sionainn', routingKeys: ['V14'] },
  { name: 'Dingle', county: 'Kerry', irish: 'An Daingean', variants: ['Daingean Uí Chúis'] },
  { name: 'Derry', county: 'Derry', irish: 'Doire', variants: ['Londonderry', 'Derry City'] },
  { name: 'Belfast', county: 'Antrim', irish: 'Béal Feirste' },
]
