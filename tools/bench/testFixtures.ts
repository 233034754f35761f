/** Runtime excerpts in the shapes a real Rspack + Module Federation 2 build emits, shortened. */
export const shellRuntime = [
  '__webpack_require__.u=e=>"static/js/async/"+e+"."+({5:"aaa",p:"bbb",w4:"ccc",id:"ddd"})[e]+".js",',
  '__webpack_require__.initializeSharingData={scopeToSharingDataMapping:{default:[',
  '{name:"react",version:"19.0.0",factory:()=>__webpack_require__.e("id").then(()=>()=>__webpack_require__("YJ")),eager:0},',
  '{name:"react-router",version:"7.0.0",factory:()=>Promise.all([__webpack_require__.e("le"),__webpack_require__.e("p")]).then(()=>()=>__webpack_require__("IZ")),eager:0},',
  '{name:"@supabase/supabase-js",version:"2.0.0",factory:()=>__webpack_require__.e("w4").then(()=>()=>__webpack_require__("O2")),eager:0}',
  ']}},',
  '__webpack_require__.consumesLoadingData={chunkMapping:{5:["Q"],le:["X1"]},moduleIdToConsumeDataMapping:{',
  'Q:{shareScope:"default",shareKey:"react-router",import:"react-router",fallback:()=>x},',
  'X1:{shareScope:"default",shareKey:"react",import:"react",fallback:()=>x}}};',
  'var t={U(e,t,r){Promise.all([r.e("le"),r.e(5)]).then(r.bind(r,"Dj"))}};',
].join('');

export const remoteEntry = [
  '__webpack_require__.u=e=>"static/js/async/"+(({n:"__federation_expose_LandingPage"})[e]||e)+"."+({2:"eee",n:"fff",r:"ggg"})[e]+".js",',
  '__webpack_require__.initializeExposesData={moduleMap:{"./LandingPage":()=>Promise.all([__webpack_require__.e("l"),__webpack_require__.e(2),__webpack_require__.e("n")]).then(()=>()=>__webpack_require__("NP")),',
  '"./HomePage":()=>__webpack_require__.e("v").then(()=>()=>__webpack_require__("H"))}},',
  '__webpack_require__.initializeSharingData={scopeToSharingDataMapping:{default:[',
  '{name:"react",version:"19.0.0",factory:()=>__webpack_require__.e("r").then(()=>()=>__webpack_require__("YJ")),eager:0}]}},',
  '__webpack_require__.consumesLoadingData={chunkMapping:{l:["X1"]},moduleIdToConsumeDataMapping:{',
  'X1:{shareScope:"default",shareKey:"react",import:"react"}}};',
].join('');
