/* What the processor has, asked at run time. */
#include "mm.h"

/* Whether MM_AVX512 functions run here. */
int
mm_hasavx512(void)
{
#ifdef MM_VECTORS512
	return __builtin_cpu_supports("avx512f") &&
	    __builtin_cpu_supports("avx512vpopcntdq");
#else
	return 0;
#endif
}
