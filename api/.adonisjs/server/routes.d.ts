import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'health': { paramsTuple?: []; params?: {} }
    'categories.index': { paramsTuple?: []; params?: {} }
    'uploads.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'admin.stats.detailed': { paramsTuple?: []; params?: {} }
    'admin.users.index': { paramsTuple?: []; params?: {} }
    'admin.users.suspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.unsuspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.shop_owners.index': { paramsTuple?: []; params?: {} }
    'admin.shop_owners.suspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.shop_owners.unsuspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.shop_owners.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.shops.index': { paramsTuple?: []; params?: {} }
    'admin.shops.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.shops.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.shops.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.logs.index': { paramsTuple?: []; params?: {} }
  }
  GET: {
    'health': { paramsTuple?: []; params?: {} }
    'categories.index': { paramsTuple?: []; params?: {} }
    'uploads.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'admin.stats.detailed': { paramsTuple?: []; params?: {} }
    'admin.users.index': { paramsTuple?: []; params?: {} }
    'admin.shop_owners.index': { paramsTuple?: []; params?: {} }
    'admin.shops.index': { paramsTuple?: []; params?: {} }
    'admin.logs.index': { paramsTuple?: []; params?: {} }
  }
  HEAD: {
    'health': { paramsTuple?: []; params?: {} }
    'categories.index': { paramsTuple?: []; params?: {} }
    'uploads.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'admin.stats.detailed': { paramsTuple?: []; params?: {} }
    'admin.users.index': { paramsTuple?: []; params?: {} }
    'admin.shop_owners.index': { paramsTuple?: []; params?: {} }
    'admin.shops.index': { paramsTuple?: []; params?: {} }
    'admin.logs.index': { paramsTuple?: []; params?: {} }
  }
  PUT: {
    'admin.users.suspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.unsuspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.shop_owners.suspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.shop_owners.unsuspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.shops.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.shops.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
  PATCH: {
    'admin.users.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.shops.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.shops.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
  DELETE: {
    'admin.users.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.shop_owners.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.shops.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}