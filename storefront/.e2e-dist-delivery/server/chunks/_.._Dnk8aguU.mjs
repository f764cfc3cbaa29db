import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as proxyToApi } from "./route_Dp1m_8SB.mjs";
// src/pages/uploads/[...path].ts
var ____path__exports = /* @__PURE__ */ __exportAll({ ALL: () => ALL });
/** Every method goes to the API unchanged (see lib/proxy/forward.ts). */
var ALL = (context) => proxyToApi(context);
// \0virtual:astro:page:src/pages/uploads/[...path]@_@ts
var page = () => ____path__exports;
export { page };
