import { FeaturedProducts } from '../features/widgets/featured-products';

/** Dashboard widget (federated module ./FeaturedProducts). */
export default FeaturedProducts;
