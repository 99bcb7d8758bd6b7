import { defineModule, routesFolder, tableTypes } from '../module';
import type { OffersTables } from './offers.tables';

export default defineModule({
  name: 'offers',
  routes: routesFolder(__dirname),
  tables: tableTypes<OffersTables>(),
});
