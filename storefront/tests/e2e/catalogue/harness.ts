/**
 * A stand-in reverse-geocoding service for the catalogue suite.
 */
import { createServer, type Server } from 'node:http'

/** A reverse-geocoding service under the test's control: it names a town, or fails like a dead network. */
export interface Geocoder {
  url: string
  failing: boolean
  close(): Promise<void>
}

export async function startGeocoder(place: string): Promise<Geocoder> {
  const state = { failing: false }
  const server: Server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    if (state.failing) {
      request.socket.destroy()
      return
    }
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ city: place, locality: '', countryName: 'Ireland' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}/reverse-geocode`,
    get failing() {
      return state.failing
    },
    set failing(value: boolean) {
      state.failing = value
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
