export const CONSOLE_DELIVERY_PATH = "/bos/admin/delivery";
export const consoleWarehousePath = (id: number) => `${CONSOLE_DELIVERY_PATH}/${id}`;
export const consoleAreaPath = (warehouseId: number, areaId: number) => `${consoleWarehousePath(warehouseId)}/areas/${areaId}`;
