// Next's defaults on purpose: the floor is what any App Router page ships (scripts/floor-app/app/layout.jsx).
const config = {}
export default config
